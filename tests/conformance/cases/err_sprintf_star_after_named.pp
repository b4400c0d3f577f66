# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%<x>*s|', { 'x' => 1 }) }
