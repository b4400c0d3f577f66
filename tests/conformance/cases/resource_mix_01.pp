define mydef($msg = 'd') { notify { "n-${title}": message => $msg } }
@mydef { 'a': msg => 'virt' }
Mydef <| title == 'a' |> { msg => 'over' }
