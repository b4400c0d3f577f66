# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%s %<x>s|', { 'x' => 1 }) }
