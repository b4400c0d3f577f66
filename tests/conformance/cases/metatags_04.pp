define d { notify { "n-${title}": } }
d { 'x': notify => Notify['z'], subscribe => Notify['y'] }
notify { ['y', 'z']: }
