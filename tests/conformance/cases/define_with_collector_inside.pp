define d() { Notify <| tag == $title |> { message => "by ${title}" } }
@notify { 'n1': tag => 'grp' }
d { 'grp': }
