$x = $undefined_thing
notify { "x=${x}": }
