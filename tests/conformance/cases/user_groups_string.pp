user { 'u': groups => 'wheel' }
User <| groups == 'wheel' |> { shell => '/bin/sh' }
