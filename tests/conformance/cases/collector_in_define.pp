define grp($members = []) { User <| groups == $title |> }
@user { 'a': groups => ['wheel'] }
@user { 'b': groups => ['staff'] }
grp { 'wheel': }
