define outer { inner { $title: } }
define inner { notify { "leaf-${title}": } }
outer { 'a': tag => 'deep' }
Notify <| tag == 'deep' |> { message => 'found deep' }
