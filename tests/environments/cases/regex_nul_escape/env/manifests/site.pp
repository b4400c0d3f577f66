# Ruby's `\0` (NUL), as stdlib's Stdlib::Unixpath pattern writes it.
type Unixpath = Pattern[/\A\/([^\n\/\0]+\/*)*\z/]
notify { 'nul':
  message => ['/a/b' =~ /\A\/([^\n\/\0]+\/*)*\z/, "/a\u0000b" =~ /\A\/([^\n\/\0]+\/*)*\z/, '/etc/x' =~ Unixpath, 'rel' =~ Unixpath, "a\u0000" =~ /a\0/],
}
