notice(join([1], ',', 'extra'))
