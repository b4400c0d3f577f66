# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%{x}|', { 'x' => 1 }, 2) }
