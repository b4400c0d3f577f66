define outer { inner { "${title}-i": } }
define inner { notify { "n-${title}": } }
outer { 'o': }
Notify <| title == 'n-o-i' |> { message => 'deep' }
