User <| title == 'late' |> { shell => '/bin/zsh' }
@user { 'late': uid => 5 }
