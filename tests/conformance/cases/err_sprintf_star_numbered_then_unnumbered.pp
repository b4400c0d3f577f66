# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%*1$s|', 3, 'a') }
