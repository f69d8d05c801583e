#!/usr/bin/perl
# A harvest of our /oai by a client written by others: HTTP::OAI (Debian's libhttp-oai-perl,
# Tim Brody's OAI-PMH library, following resumption tokens by itself). Prints one line per
# header or record: "<verb>\t<identifier>\t<datestamp>\t<status>\t<sets>\t<dc titles>", and
# "ERROR\t<code>" for an OAI error, so tests/server/oai.test.ts compares them with the catalogue.
# Usage: oai-harvest.pl <baseURL> <Verb> [name=value ...]
use strict;
use warnings;
use HTTP::OAI;
use HTTP::OAI::Metadata::OAI_DC;

binmode STDOUT, ':encoding(UTF-8)';
my ($base, $verb, @pairs) = @ARGV;
my %args = map { split /=/, $_, 2 } @pairs;
my $h = HTTP::OAI::Harvester->new(baseURL => $base, resume => 1);
my $identify = $h->Identify;
die "Identify failed: " . $identify->message . "\n" if $identify->is_error;
print "Identify\t", $identify->repositoryName, "\t", $identify->baseURL, "\t", $identify->granularity, "\n" if $verb eq 'Identify';
exit 0 if $verb eq 'Identify';

my $line = sub {
  my ($kind, $header, $metadata) = @_;
  my $titles = $metadata ? join('|', @{ $metadata->dc->{title} || [] }) : '';
  print join("\t", $kind, $header->identifier, $header->datestamp, $header->status || 'live', join(',', $header->setSpec), $titles), "\n";
};

my $r;
if ($verb eq 'GetRecord') {
  $r = $h->GetRecord(%args, handlers => { metadata => 'HTTP::OAI::Metadata::OAI_DC' });
} elsif ($verb eq 'ListRecords') {
  $r = $h->ListRecords(%args, handlers => { metadata => 'HTTP::OAI::Metadata::OAI_DC' },
    onRecord => sub { my $rec = shift; $line->('record', $rec->header, $rec->metadata) });
} else {
  $r = $h->ListIdentifiers(%args, onRecord => sub { $line->('header', shift) });
}
die "HTTP error: " . $r->code . " " . $r->message . "\n" if $r->is_error && !$r->errors;
for my $e ($r->errors) { print "ERROR\t", $e->code, "\n" }
if ($verb eq 'GetRecord') {
  while (my $rec = $r->next) { $line->('record', $rec->header, $rec->metadata) }
}
