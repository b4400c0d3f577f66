# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%<x><y>s|', { 'x' => 1, 'y' => 2 }) }
