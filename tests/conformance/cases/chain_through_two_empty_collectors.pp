# Two empty collectors in a row: the leftmost resource stands in for both.
notify { 'a': }
notify { 'c': }
Notify['a'] -> Package <| |> -> File <| |> ~> Notify['c']
