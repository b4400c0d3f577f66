# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%s %1$s|', 'a', 'b') }
