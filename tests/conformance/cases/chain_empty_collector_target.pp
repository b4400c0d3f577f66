# An empty collector as a target relates nothing; the arrow after it
# relates its left side instead.
notify { 'a': }
notify { 'b': }
Notify['a'] -> User <| |>
User <| tag == 'none' |> <- Notify['b']
