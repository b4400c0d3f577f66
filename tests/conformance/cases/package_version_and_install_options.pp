package { ['a', 'b']: ensure => '1.2.3' }
package { 'c': ensure => absent, install_options => ['--x', { '--y' => 'z' }] }
