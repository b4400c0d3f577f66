notify { 'a': }
Notify <| title == 'a' |> {
  require => Notify['m3'],
}
