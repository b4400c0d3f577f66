User <| title == 'nobody' |> { shell => '/bin/false' }
notify { 'x': }
