package { ['a', 'b']: tag => 'custom' }
package { 'c': }
file { '/etc/yum.repos.d/custom.repo': ensure => file }
File['/etc/yum.repos.d/custom.repo'] -> Package <| tag == 'custom' |>
