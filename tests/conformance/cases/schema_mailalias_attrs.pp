mailalias { 'm': recipient => 'root' }
