define d { notify { $title: } }
d { 'x': } -> d { 'y': }
