$users = { 'alice' => { uid => 1001 }, 'bob' => { uid => 1002, shell => '/bin/zsh' } }
$users.each |$name, $attrs| {
  @user { $name: * => $attrs, managehome => true }
}
realize(User['alice'])
User <| uid == 1002 |>
