filebucket { 'main': path => false }
