user { 'u': ensure => present }
User <| title == 'u' |> { groups +> ['wheel'] }
User <| title == 'u' |> { groups +> ['adm'] }
