# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%.2-d|', 1) }
