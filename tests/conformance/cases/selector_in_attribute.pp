$os = $facts['os']['family']
package { 'web':
  name   => $os ? { 'Debian' => 'apache2', 'RedHat' => 'httpd', default => 'www' },
  ensure => installed,
}
