$os = 'Debian'
$pkg = $os ? { /^(Debian|Ubuntu)$/ => 'apache2', default => 'httpd' }
case $pkg {
  'apache2', 'x': { notice("deb ${pkg}") }
  Pattern[/^h/]: { notice('rh') }
  default: { fail('unknown') }
}
unless $pkg == 'httpd' { notice(Regexp['^a'] =~ Type) }
