@package { 'a': }
@package { 'b': }
Package <| title == 'a' |> -> Notify['n']
notify { 'n': }
