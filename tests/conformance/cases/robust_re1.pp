notice(/(/)
