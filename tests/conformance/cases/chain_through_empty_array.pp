# An empty array in a chain passes its left side on: X -> [] -> Y is X -> Y.
notify { 'x': }
notify { 'y': }
$nothing = []
Notify['x'] -> $nothing -> Notify['y']
