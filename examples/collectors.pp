# Collectors realize virtual resources and override attributes, wherever
# they are written: this one comes before the users it matches.
User <| groups == 'admin' |> { shell => '/bin/zsh' }

@user { 'luke': uid => 1000, groups => ['admin', 'dev'] }
@user { 'ana':  uid => 1001, groups => ['dev'] }

# Collectors in chains order every matching resource.
file { '/etc/yum.repos.d/custom.repo': ensure => file }
package { ['nginx', 'haproxy']: tag => 'custom' }
File['/etc/yum.repos.d/custom.repo'] -> Package <| tag == 'custom' |>
