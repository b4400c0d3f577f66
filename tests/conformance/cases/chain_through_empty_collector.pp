# A collector that collects nothing passes the left side of its arrow on:
# Notify[a] comes before Notify[b] though no Package exists.
notify { 'a': }
notify { 'b': }
Notify['a'] -> Package <| title == 'absent' |> -> Notify['b']
