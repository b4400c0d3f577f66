$os = 'Debian'
case $os {
  'RedHat', 'CentOS': { $p = 'httpd' }
  /^Deb/: { $p = 'apache2' }
  default: { $p = 'unknown' }
}
$s = $os ? { ' => 'deb', default => 'other' }
notify { "${p}-${s}": }
