file { '/a': ensure => file, tag => ['x'] }
File <| tag == 'x' |> { group => ['a'] }
File <| tag == 'x' |> { group +> ['b'] }
