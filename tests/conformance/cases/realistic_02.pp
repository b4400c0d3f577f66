define accounts::user($uid, $groups = [], $ensure = present) {
  user { $title: ensure => $ensure, uid => $uid, groups => $groups, managehome => true }
  file { "/home/${title}": ensure => directory, owner => $title, require => User[$title] }
}
$users = { 'alice' => { 'uid' => 1001, 'groups' => ['wheel'] }, 'bob' => { 'uid' => 1002 } }
$users.each |$name, $attrs| { accounts::user { $name: * => $attrs } }
Accounts::User <| title == 'bob' |> { ensure => absent }
