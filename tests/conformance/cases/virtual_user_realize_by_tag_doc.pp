@user { 'luke': ensure => present, uid => 1000, tag => ['admins', 'developers'] }
@user { 'jane': ensure => present, uid => 1001, tag => ['developers'] }
@user { 'bob': ensure => present, uid => 1002, tag => ['admins'] }
User <| tag == 'admins' |>
