notify { 'a': }
$refs = [Notify['a']]
notify { 'b': before => $refs }
Notify <| title == 'b' |> { before +> Notify['a'] }
