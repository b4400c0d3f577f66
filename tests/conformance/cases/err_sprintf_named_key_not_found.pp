# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%<y>s|', { 'x' => 1 }) }
