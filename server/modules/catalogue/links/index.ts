/** What other modules use of links: a title's 856 links, the supplier behind an address, the access statistics. */
export { linksOf, recordLinkAccess, supplierOf, type LinkAccess } from './service';
