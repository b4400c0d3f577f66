notice(Regexp['('])
