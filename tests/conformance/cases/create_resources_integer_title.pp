# Titles that are not strings, as create_resources takes them: no title
# tag, and the namevar written out as the title's text.
define listen () {
  notify { "Listen ${name}": }
}
create_resources('listen', { 443 => {} })
create_resources('notify', { 8080 => { 'message' => 'port' } })
create_resources('file', { 1 => { 'ensure' => 'present', 'path' => '/tmp/one' } })
