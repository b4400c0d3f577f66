class accounts($admins = ['alice', 'bob'], $shell = '/bin/bash') {
  $admins.each |$u| {
    @user { $u: ensure => present, shell => $shell, groups => ['wheel'], tag => ['admin'] }
  }
  @user { 'guest': ensure => present, tag => ['guest'] }
  @group { 'wheel': ensure => present, tag => ['admin'] }
}
class { 'accounts': admins => ['carol'] }
User <| tag == 'admin' |> { managehome => true }
Group <| tag == 'admin' |> -> User <| tag == 'admin' |>
