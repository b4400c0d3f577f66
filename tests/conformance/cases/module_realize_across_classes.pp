class base::users {
  @user { 'deploy': uid => 2000, tag => 'deploy' }
  @user { 'backup': uid => 2001, tag => 'backup' }
}
class app { include base::users  realize(User['deploy']) }
class db { include base::users  User <| tag == 'backup' |> { shell => '/bin/sh' } }
include app, db
