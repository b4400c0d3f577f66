# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%<x>s %1$s|', { 'x' => 1 }) }
