# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%1$1$s|', 1) }
