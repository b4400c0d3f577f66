class base::users {
  @user { 'alice': uid => 1001, tag => ['admins', 'dev'] }
  @user { 'bob': uid => 1002, tag => ['dev'] }
  @user { 'carol': uid => 1003, tag => ['admins'] }
  @group { 'admins': gid => 500 }
}
class role::dev {
  include base::users
  User <| tag == 'dev' |> { shell => '/bin/bash' }
  Group <| title == 'admins' |>
}
include role::dev
User <| title == 'carol' |> { shell => '/bin/zsh', groups => ['admins'] }
