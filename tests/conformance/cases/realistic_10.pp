class users::virtual {
  @user { 'alice': uid => '501', tag => ['admins'] }
}
include users::virtual
User <| uid == 501 |>
