@user { 'u': uid => 1 }
@user { 'v': uid => 2 }
User <| uid == 1 |> { comment => 'marked' }
User <| comment == 'marked' |> { shell => '/bin/zsh' }
