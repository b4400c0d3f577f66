class users::virtual {
  @user { 'alice': uid => 501, tag => ['admins', 'dev'] }
  @user { 'bob': uid => 502, tag => ['dev'] }
  @user { 'carol': uid => 503, tag => ['admins'] }
}
include users::virtual
User <| tag == 'admins' |>
User <| tag == 'dev' and uid > 501 |>
