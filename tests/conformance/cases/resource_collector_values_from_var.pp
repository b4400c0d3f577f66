$grp = 'admin'
@user { 'a': groups => [$grp] }
User <| groups == $grp |>
